'use client';

import { useEffect } from 'react';

export function NotFoundLogger() {
  useEffect(() => {
    console.log('Page Not Found');
  }, []);
  return null;
}
