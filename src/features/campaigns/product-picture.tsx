import { Package } from "lucide-react";
import { cn } from "@/lib/utils";
import { StoredImage } from "@/components/ui/stored-image";

/**
 * The campaign's product picture: on the creators' campaign cards and the brief. The
 * box has a fixed size whether or not the picture has loaded, so nothing shifts; a campaign
 * without a picture shows a neutral placeholder of the same size.
 */
export function ProductPicture({
  url,
  productName,
  size,
  className,
  testId = "product-picture",
}: {
  url: string | null;
  productName: string | null;
  /** Rendered pixels (square). */
  size: number;
  className?: string;
  testId?: string;
}) {
  const box = cn("bg-muted shrink-0 rounded-lg border", className);
  if (!url) {
    return (
      <div
        role="img"
        aria-label="No product picture"
        data-testid="product-picture-placeholder"
        style={{ width: size, height: size }}
        className={cn(box, "text-muted-foreground/60 flex items-center justify-center")}
      >
        <Package aria-hidden className="size-1/3" />
      </div>
    );
  }
  return (
    <StoredImage
      src={url}
      alt={productName ? `${productName} (product picture)` : "Product picture"}
      width={size}
      height={size}
      decoding="async"
      data-testid={testId}
      style={{ width: size, height: size }}
      className={cn(box, "object-cover")}
    />
  );
}
