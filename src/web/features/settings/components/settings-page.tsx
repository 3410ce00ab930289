import type { ComponentType } from "react";
import { can, type Permission } from "@/shared/auth/permissions";
import { PageHeader } from "@/web/components/layout/page-header";
import { useSession } from "@/web/lib/auth/use-session";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSettingsTab, type SettingsTab } from "../hooks/use-settings-tab";
import { BrandingTab } from "./branding-tab";
import { CurrencyTab } from "./currency-tab";
import { DataTab } from "./data-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { ShopTab } from "./shop-tab";

/** A tab with a permission shows only to the roles that have it. */
const TABS: { value: SettingsTab; label: string; Content: ComponentType; permission?: Permission }[] = [
  { value: "profile", label: "Profile", Content: ProfileTab },
  { value: "branding", label: "Branding", Content: BrandingTab },
  { value: "currency", label: "Currency", Content: CurrencyTab },
  { value: "shop", label: "Shop", Content: ShopTab, permission: "calendar:view" },
  { value: "notifications", label: "Notifications", Content: NotificationsTab },
  { value: "security", label: "Security", Content: SecurityTab },
  { value: "data", label: "Data", Content: DataTab },
];

interface SettingsPageProps {
  /**
   * The Inspections tab (Admin and Manager): another feature's screen, so the route hands it in;
   * it shows after Shop.
   */
  inspectionsTab?: ComponentType;
}

export function SettingsPage({ inspectionsTab }: SettingsPageProps = {}) {
  const [tab, setTab] = useSettingsTab();
  const { role } = useSession();
  const all = inspectionsTab
    ? TABS.flatMap((entry) =>
        entry.value === "shop" ? [entry, { value: "inspections" as const, label: "Inspections", Content: inspectionsTab, permission: "inspections:templates" as const }] : [entry],
      )
    : TABS;
  const tabs = all.filter(({ permission }) => !permission || can(role, permission));
  return (
    <div>
      <PageHeader title="Settings" description="Your profile and password, and how the app looks and works." />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList aria-label="Settings sections">
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
