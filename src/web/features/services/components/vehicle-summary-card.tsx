import { Link } from "react-router";
import type { Vehicle } from "@/shared/schemas/local-records";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/web/components/ui/card";
import { DetailItem } from "./detail-item";

/** The vehicle a service belongs to, with a way to its own page. */
export function VehicleSummaryCard({ vehicleId, vehicle }: { vehicleId: string; vehicle: Vehicle | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Associated Vehicle</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {vehicle ? (
          <dl className="grid gap-3 sm:grid-cols-2">
            <DetailItem label="Make">{vehicle.make}</DetailItem>
            <DetailItem label="Model">{vehicle.model}</DetailItem>
            <DetailItem label="Year">{vehicle.year ?? ""}</DetailItem>
            <DetailItem label="License Plate">{vehicle.licensePlate}</DetailItem>
            <DetailItem label="VIN">{vehicle.vin}</DetailItem>
            <DetailItem label="Owner">{vehicle.owner.name}</DetailItem>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">This vehicle is not in this browser's vehicle list.</p>
        )}
        <Button asChild variant="outline" className="self-start">
          <Link to={`/vehicles/${encodeURIComponent(vehicleId)}`}>View Vehicle</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
