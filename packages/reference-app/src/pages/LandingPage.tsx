export function LandingPage() {
  return (
    <main className="app-page">
      <h1>bondkit</h1>
      <p>
        Trade, discover and analyse Indian bonds: dealing and RFQ in dart, security discovery in find, and an
        AI analyst in mind.
      </p>
    </main>
  );
}
