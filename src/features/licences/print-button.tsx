"use client";

import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";

/** "Download PDF" is the browser's print dialog (Save as PDF); the page's print styles make the document. */
export function PrintButton() {
  return (
    <Button type="button" variant="brand" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden /> Print or save as PDF
    </Button>
  );
}
