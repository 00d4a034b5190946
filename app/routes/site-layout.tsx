import { PageShell } from "~/components/layout/page-shell";
import { SiteHeader } from "~/components/layout/site-header";

export default function SiteLayout() {
  return <PageShell header={<SiteHeader />} />;
}
