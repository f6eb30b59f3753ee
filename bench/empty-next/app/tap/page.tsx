// The floor for a tap (scripts/bench-taps.mjs): the framework's own event handling and one state change, on its own route so the empty page itself stays empty.
import { AnswerToggle } from './answer-toggle';

export default function Page() {
  return (
    <>
      <h1>Empty</h1>
      <AnswerToggle />
    </>
  );
}
