import { Card, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

/** Stands in for a tab another change builds; each tab keeps its own file so it can be replaced. */
export function LaterReleaseNotice({ title }: { title: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>These settings arrive in a later release.</CardDescription>
      </CardHeader>
    </Card>
  );
}
