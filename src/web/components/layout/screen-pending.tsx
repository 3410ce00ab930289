import { Card, CardContent } from "@/web/components/ui/card";
import { PageHeader } from "./page-header";

/** A titled screen whose feature has not been built yet; it says so rather than showing a 404. */
export function ScreenPending({ title }: { title: string }) {
  return (
    <section>
      <PageHeader title={title} />
      <Card>
        <CardContent>
          <p className="text-sm text-muted-foreground">This screen is being built.</p>
        </CardContent>
      </Card>
    </section>
  );
}
