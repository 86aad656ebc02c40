"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { AddFundsDialog } from "./add-funds-dialog";

/** An "Add funds" call to action (e.g. on the brand dashboard) opening the same dialog as the header. */
export function AddFundsButton({ balanceCents, returnHere = false }: { balanceCents: number; returnHere?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="brand" size="sm" onClick={() => setOpen(true)}>
        <Plus aria-hidden />
        Add funds
      </Button>
      <AddFundsDialog open={open} onOpenChange={setOpen} balanceCents={balanceCents} returnHere={returnHere} />
    </>
  );
}
