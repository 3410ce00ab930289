import { useId, useState } from "react";
import { Label } from "@/web/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/web/components/ui/native-select";
import { FilterToggleButton } from "./filter-toggle-button";

interface StatusFilterProps<Status extends string> {
  /** The select's accessible name (visually hidden). */
  label: string;
  /** The text of the empty choice that shows every status. */
  allLabel: string;
  statuses: readonly Status[];
  value: string;
  /** Gets one of `statuses`, or "" for all. */
  onChange: (value: Status | "") => void;
  /** How to show a status; the status itself by default. */
  statusLabel?: (status: Status) => string;
}

/**
 * The Filter button and the status drop-down it reveals, "all" first. Renders the two as siblings
 * for the toolbar's row; the drop-down starts shown when a status is already chosen.
 */
export function StatusFilter<Status extends string>(props: StatusFilterProps<Status>) {
  const { label, allLabel, statuses, value, onChange, statusLabel = (status) => status } = props;
  const [shown, setShown] = useState(value !== "");
  const filterId = useId();
  const selectId = `${filterId}-status`;
  const isStatus = (candidate: string): candidate is Status => (statuses as readonly string[]).includes(candidate);
  return (
    <>
      <FilterToggleButton expanded={shown} controls={filterId} onToggle={() => setShown((wasShown) => !wasShown)} />
      {shown ? (
        <div id={filterId} className="grid gap-1">
          <Label htmlFor={selectId} className="sr-only">
            {label}
          </Label>
          <NativeSelect
            id={selectId}
            wrapperClassName="w-44"
            value={value}
            onChange={(event) => onChange(isStatus(event.target.value) ? event.target.value : "")}
          >
            <NativeSelectOption value="">{allLabel}</NativeSelectOption>
            {statuses.map((status) => (
              <NativeSelectOption key={status} value={status}>
                {statusLabel(status)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
      ) : null}
    </>
  );
}
