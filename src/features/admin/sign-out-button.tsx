"use client";

import { LogOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { signOut } from "@/components/session/sign-out";

export function SignOutButton() {
  return (
    <Button size="sm" variant="ghost" onClick={() => void signOut()}>
      <LogOut aria-hidden />
      Sign out
    </Button>
  );
}
