import type { CompanyMember } from '@hubline/contract';

/** A member as listed: first and last name, else the email; undefined when the CRM has neither. */
export function memberName(
  member: Pick<CompanyMember, 'firstname' | 'lastname' | 'email'>,
): string | undefined {
  const name = [member.firstname, member.lastname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || member.email?.trim() || undefined;
}

/** The roles a member could still be given: the known labels it does not hold. */
export function assignableRoles(labels: readonly { label: string }[], held: readonly string[]): string[] {
  return labels.map((label) => label.label).filter((label) => !held.includes(label));
}
