import { Link } from "react-router";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";

export default function NotFoundRoute() {
  return (
    <section>
      <PageHeader title="Page not found" description="There is no page at this address." />
      <Button asChild>
        <Link to="/">Go to the dashboard</Link>
      </Button>
    </section>
  );
}
