import type { ComponentType } from "react";
import { PageHeader } from "@/web/components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useSettingsTab, type SettingsTab } from "../hooks/use-settings-tab";
import { BrandingTab } from "./branding-tab";
import { CurrencyTab } from "./currency-tab";
import { DataTab } from "./data-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";

const TABS: { value: SettingsTab; label: string; Content: ComponentType }[] = [
  { value: "profile", label: "Profile", Content: ProfileTab },
  { value: "branding", label: "Branding", Content: BrandingTab },
  { value: "currency", label: "Currency", Content: CurrencyTab },
  { value: "notifications", label: "Notifications", Content: NotificationsTab },
  { value: "security", label: "Security", Content: SecurityTab },
  { value: "data", label: "Data", Content: DataTab },
];

export function SettingsPage() {
  const [tab, setTab] = useSettingsTab();
  return (
    <div>
      <PageHeader title="Settings" description="Your profile and password, and how the app looks and works." />
      <Tabs value={tab} onValueChange={setTab} className="gap-4">
        <TabsList aria-label="Settings sections">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Content }) => (
          <TabsContent key={value} value={value}>
            <Content />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
