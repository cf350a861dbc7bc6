interface StatusIllustrationProps {
  /** `lost`: a boat on a calm sea with no land in sight; `storm`: the same sea under a cloud. */
  variant: 'lost' | 'storm';
}

export function StatusIllustration({ variant }: StatusIllustrationProps) {
  return (
    <svg width="200" height="120" viewBox="0 0 200 120" aria-hidden="true">
      {variant === 'lost' ? (
        <circle cx="150" cy="34" r="16" fill="var(--mantine-color-terracotta-4)" />
      ) : (
        <g fill="var(--mantine-color-sand-5)">
          <circle cx="120" cy="34" r="14" />
          <circle cx="140" cy="28" r="18" />
          <circle cx="160" cy="36" r="12" />
          <rect x="108" y="34" width="64" height="14" rx="7" />
          <path d="m136 52-6 12h8l-6 12" stroke="var(--mantine-color-terracotta-6)" strokeWidth="3" fill="none" />
        </g>
      )}
      <path d="M62 78h46l-8 10H70z" fill="var(--mantine-color-sea-7)" />
      <path d="M84 40v36h-20z" fill="var(--mantine-color-sand-2)" stroke="var(--mantine-color-sea-7)" strokeWidth="2" />
      <path
        d="M0 92c12-6 22-6 34 0s22 6 34 0 22-6 34 0 22 6 34 0 22-6 34 0 22 6 30 2v26H0z"
        fill="var(--mantine-color-sea-5)"
        opacity="0.85"
      />
      <path d="M0 104c12-6 22-6 34 0s22 6 34 0 22-6 34 0 22 6 34 0 22-6 34 0 22 6 30 2v14H0z" fill="var(--mantine-color-sea-7)" />
    </svg>
  );
}
