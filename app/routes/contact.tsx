// Work in progress: replaced by the real page before commit.
export default function Page() {
  return <h1>contact</h1>;
}
