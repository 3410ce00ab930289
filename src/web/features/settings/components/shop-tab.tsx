import { can } from "@/shared/auth/permissions";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useSession } from "@/web/lib/auth/use-session";
import { useShopCalendar } from "../api/shop-calendar";
import { useShopPricing } from "../api/shop-pricing";
import { ShopCalendarForm } from "./shop-calendar-form";
import { ShopPricingForm } from "./shop-pricing-form";

/**
 * Settings → Shop: the calendar's settings for all staff (Admin and Manager change them), and for
 * Admin and Manager how estimates are priced and the shop's details on documents.
 */
export function ShopTab() {
  const { role } = useSession();
  return (
    <div className="grid gap-4">
      {can(role, "shop-pricing:manage") ? <ShopPricingCard /> : null}
      <ShopCalendarCard canManage={can(role, "shop-calendar:manage")} />
    </div>
  );
}

function ShopPricingCard() {
  const query = useShopPricing();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shop</CardTitle>
        <CardDescription>Labor rate, parts markup and tax for estimates, and the shop&apos;s address and phone on documents.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <ShopPricingForm key={query.data.shopPricing.updatedAt ?? "new"} pricing={query.data.shopPricing} />
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
        ) : (
          <Spinner aria-label="Loading shop settings" />
        )}
      </CardContent>
    </Card>
  );
}

function ShopCalendarCard({ canManage }: { canManage: boolean }) {
  const query = useShopCalendar();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Bays and Opening Hours</CardTitle>
        <CardDescription>The shop&apos;s time zone, bays and opening hours, as the Calendar shows them.</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <ShopCalendarForm key={query.data.calendar.updatedAt ?? "new"} calendar={query.data.calendar} canManage={canManage} />
        ) : query.isError ? (
          <p className="text-sm text-muted-foreground">{query.error.message}</p>
        ) : (
          <Spinner aria-label="Loading calendar settings" />
        )}
      </CardContent>
    </Card>
  );
}
