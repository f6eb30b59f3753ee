'use client';

import { useState } from 'react';

export function AnswerToggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Show the answer
      </button>
      <p id="answer" hidden={!open}>
        The answer.
      </p>
    </>
  );
}
