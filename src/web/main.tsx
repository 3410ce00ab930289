import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

// As a transition, the first render yields to the browser between components: a phone stays
// responsive to a tap while the app draws, instead of freezing for one long task.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
