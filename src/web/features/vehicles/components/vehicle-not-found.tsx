import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export function VehicleNotFound() {
  return (
    <div className="mx-auto max-w-md space-y-4 py-12 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">Vehicle Not Found</h1>
      <p className="text-muted-foreground">This vehicle is not in this browser&apos;s data. It may have been deleted.</p>
      <Button asChild variant="outline">
        <Link to="/vehicles">Back to Vehicles</Link>
      </Button>
    </div>
  );
}
