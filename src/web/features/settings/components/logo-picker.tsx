import { useId, useRef } from "react";
import { ImageIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { Label } from "@/web/components/ui/label";
import { blobToDataUrl } from "@/web/lib/local-store/blob-encoding";
import { checkLogoFile, logoImageType } from "../utils/check-logo-file";

interface LogoPickerProps {
  /** The chosen logo as a data URL, or "" for none. */
  value: string;
  onChange: (logo: string) => void;
}

/**
 * Logo upload with preview. The preview, like every place the logo shows, is an
 * <img>: an SVG drawn that way cannot run scripts, unlike one inlined into the page.
 */
export function LogoPicker({ value, onChange }: LogoPickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);

  async function choose(file: File | undefined) {
    // Cleared at once so choosing the same file again still reports a change.
    if (input.current) input.current.value = "";
    if (!file) return;
    const problem = checkLogoFile(file);
    if (problem) {
      toast.error(problem.title, { description: problem.description });
      return;
    }
    try {
      // A file the browser gave no type is read with the one its name implies, so it still draws.
      const typed = file.type ? file : new Blob([file], { type: logoImageType(file)! });
      onChange(await blobToDataUrl(typed));
    } catch {
      toast.error("Could not read the logo", { description: "The file could not be read. Choose it again." });
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={inputId}>Logo</Label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/svg+xml,.jpg,.jpeg,.png,.gif,.svg"
        className="sr-only"
        tabIndex={-1}
        aria-describedby={hintId}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-muted">
          {value ? (
            <img src={value} alt="Logo preview" className="max-h-full max-w-full object-contain" />
          ) : (
            <>
              <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
              <span className="sr-only">No logo chosen</span>
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()}>
            Change Logo
          </Button>
          <Button type="button" variant="outline" disabled={!value} onClick={() => onChange("")}>
            Remove Logo
          </Button>
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        JPG, PNG, GIF or SVG, at most 2 MB. A square image of about 200 × 200 pixels looks best.
      </p>
    </div>
  );
}
