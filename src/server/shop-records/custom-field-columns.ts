import type { CustomFieldDefinition } from "../../shared/schemas/local-records";
import type { ShopCustomFieldRow } from "../db/schema";
import type { DataColumns } from "./record-codec";

export function customFieldColumns(definition: CustomFieldDefinition): DataColumns<ShopCustomFieldRow> {
  return { label: definition.label, type: definition.type };
}

export function customFieldFromColumns(row: DataColumns<ShopCustomFieldRow> & { id: string }): CustomFieldDefinition {
  return { id: row.id, label: row.label, type: row.type };
}
