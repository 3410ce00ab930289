import { SearchIcon } from "lucide-react";
import { Input } from "@/web/components/ui/input";

interface SearchBoxProps {
  /** The accessible name; the box shows no visible label, only the placeholder. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
}

/** A list's search input with a magnifier icon inside it. */
export function SearchBox({ label, placeholder, value, onChange, maxLength }: SearchBoxProps) {
  return (
    <div className="relative w-full sm:max-w-sm">
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={maxLength}
        className="pl-8"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
