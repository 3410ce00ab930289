import { SaveIcon, SendIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";

interface EstimateActionsProps {
  dirty: boolean;
  saving: boolean;
  sending: boolean;
  canSend: boolean;
  /** Record Approval needs a version sent to the customer. */
  canRecord: boolean;
  onSave: () => void;
  onSend: () => void;
  onRecord: () => void;
}

/** Save Draft, Send for Approval and Record Approval. */
export function EstimateActions(props: EstimateActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="outline" disabled={!props.dirty || props.saving} onClick={props.onSave}>
        {props.saving ? <Spinner aria-label="Saving estimate" /> : <SaveIcon aria-hidden="true" />}
        Save Draft
      </Button>
      <Button type="button" disabled={!props.canSend || props.saving || props.sending} onClick={props.onSend}>
        {props.sending ? <Spinner aria-label="Sending estimate" /> : <SendIcon aria-hidden="true" />}
        Send for Approval
      </Button>
      {props.canRecord ? (
        <Button type="button" variant="outline" onClick={props.onRecord}>
          Record Approval
        </Button>
      ) : null}
    </div>
  );
}
