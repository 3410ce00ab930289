import { useForm, Controller } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import type { z } from "zod";
import { APP_NAME_MAX_LENGTH } from "@/shared/constants/branding";
import { DEFAULT_APP_NAME, FALLBACK_PAGE_TITLE } from "@/shared/constants/app";
import { brandingSettingsSchema } from "@/shared/schemas/branding-settings";
import { TextField } from "@/web/components/form/text-field";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { readLocal, writeLocalSettings } from "@/web/lib/local-settings";
import { LogoPicker } from "./logo-picker";

type BrandingValues = z.input<typeof brandingSettingsSchema>;

function storedBranding(): BrandingValues {
  return { appName: readLocal("appName") ?? DEFAULT_APP_NAME, appLogoUrl: readLocal("appLogoUrl") ?? "" };
}

/** Settings → Branding: the name in the navigation header and page title, and the logo. */
export function BrandingTab() {
  const form = useForm<BrandingValues, unknown, z.output<typeof brandingSettingsSchema>>({
    resolver: zodResolver(brandingSettingsSchema),
    defaultValues: storedBranding(),
  });
  const nameError = form.formState.errors.appName?.message;

  const onSubmit = form.handleSubmit(({ appName, appLogoUrl }) => {
    const saved = writeLocalSettings({ appName, appLogoUrl: appLogoUrl || null });
    if (!saved) {
      toast.error("Could not save branding", {
        description: "The browser's storage is full, so nothing was changed. Try a smaller logo.",
      });
      return;
    }
    form.reset({ appName, appLogoUrl });
    toast.success("Branding Updated", { description: "The name and logo were saved in this browser." });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Branding</CardTitle>
        <CardDescription>
          The name and logo shown in the navigation and the browser tab. They are stored only in this browser.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid max-w-md gap-6">
          <TextField
            label="Application Name"
            autoComplete="off"
            maxLength={APP_NAME_MAX_LENGTH}
            error={nameError}
            description={`Leave it empty to show "${FALLBACK_PAGE_TITLE}".`}
            {...form.register("appName")}
          />
          <Controller
            control={form.control}
            name="appLogoUrl"
            render={({ field }) => <LogoPicker value={field.value} onChange={field.onChange} />}
          />
          <div>
            <Button type="submit">Save Branding</Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
