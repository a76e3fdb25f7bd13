/** The roles a member could still be given: the known labels it does not hold. */
export function assignableRoles(labels: readonly { label: string }[], held: readonly string[]): string[] {
  return labels.map((label) => label.label).filter((label) => !held.includes(label));
}
