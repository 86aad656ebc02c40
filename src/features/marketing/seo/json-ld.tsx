import { absoluteUrl, SITE_DESCRIPTION, SITE_NAME } from "./site";

/** Serialises structured data safely inside a script tag ("<" cannot close it). */
function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}

/** schema.org Organization for the site. */
export function OrganizationJsonLd() {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: SITE_NAME,
        url: absoluteUrl("/"),
        logo: absoluteUrl("/icon.svg"),
        description: SITE_DESCRIPTION,
      }}
    />
  );
}

export interface ArticleJsonLdProps {
  title: string;
  description: string;
  path: string;
  date: string;
  author: string;
  image: string;
}

/** schema.org Article for a blog post or case study. */
export function ArticleJsonLd(props: ArticleJsonLdProps) {
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Article",
        headline: props.title,
        description: props.description,
        datePublished: props.date,
        dateModified: props.date,
        author: { "@type": "Person", name: props.author },
        publisher: { "@type": "Organization", name: SITE_NAME, logo: { "@type": "ImageObject", url: absoluteUrl("/icon.svg") } },
        image: [absoluteUrl(props.image)],
        mainEntityOfPage: absoluteUrl(props.path),
      }}
    />
  );
}
