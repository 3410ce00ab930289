import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Spinner } from "@/web/components/ui/spinner";
import { useShopPricing } from "../api/shop-pricing";
import { ShopPricingForm } from "./shop-pricing-form";

/** Settings → Shop (Admin and Manager): how estimates are priced, and the shop's details on documents. */
export function ShopTab() {
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
