// Work in progress: replaced by the real page before commit.
export default function Page() {
  return <h1>gas-audit-landing</h1>;
}
