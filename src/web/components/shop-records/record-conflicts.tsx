import type { CustomFieldDefinition } from "@/shared/schemas/local-records";
import type { ShopCollection } from "@/shared/schemas/shop-sync";
import { keepShopValue, putBackShopValue } from "@/web/lib/shop-records/shop-record-actions";
import { useShopConflicts } from "@/web/lib/shop-records/use-shop-record-notices";
import { useShopRecordsMode } from "@/web/lib/shop-records/use-shop-records-mode";
import { conflictFieldLabel } from "./conflict-field-label";
import { RecordConflictsNotice } from "./record-conflicts-notice";

export interface RecordConflictsProps {
  collection: ShopCollection;
  recordId: string;
  /** The collection's custom fields, so a custom field's conflict is named by its label. */
  customFields: readonly CustomFieldDefinition[];
}

/** A shop record's detail page: its same-field conflicts, with Put back and Keep (nothing while sharing is off). */
export function RecordConflicts({ collection, recordId, customFields }: RecordConflictsProps) {
  const { shared } = useShopRecordsMode();
  const conflicts = useShopConflicts(collection, recordId);
  return (
    <RecordConflictsNotice
      conflicts={shared ? conflicts : []}
      fieldLabel={(field) => conflictFieldLabel(collection, field, customFields)}
      onPutBack={putBackShopValue}
      onKeep={keepShopValue}
    />
  );
}
