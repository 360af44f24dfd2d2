/** A select's options: each value with its label. */
export const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => (
    <option key={value} value={value}>
      {labels[value]}
    </option>
  ));
