import type { ReactNode } from "react";

/** The frame of every /auth page: a centred card under the marketing header. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-[calc(100dvh-4rem)] items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <div className="bg-card w-full max-w-md rounded-xl border p-6 shadow-sm sm:p-8">
        <div className="mb-6 grid gap-1.5 text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {children}
        {footer && <div className="text-muted-foreground mt-6 text-center text-sm">{footer}</div>}
      </div>
    </main>
  );
}
