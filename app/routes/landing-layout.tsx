import { LandingHeader } from "~/components/layout/landing-header";
import { PageShell } from "~/components/layout/page-shell";

export default function LandingLayout() {
  return <PageShell header={<LandingHeader />} />;
}
