const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});

/** '₹12,34,567.50': Indian digit grouping. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
