/**
 * Shows a toast. react-hot-toast is imported on demand so it stays out of the contact page's
 * first-load JavaScript; by the time an enquiry has been answered the toaster (enquiry-toaster.tsx,
 * which imports the same module) has normally loaded it already.
 */
export async function showToast(kind: 'success' | 'error', message: string): Promise<void> {
  const { toast } = await import('react-hot-toast');
  toast[kind](message);
}
