// ESLint (flat config): the recommended JavaScript and TypeScript rules, React's rules of hooks, the regex rules
// (every regex linear in the length of its text), and formatting left to Prettier. Import boundaries between the parts are checked by dependency-cruiser
// (.dependency-cruiser.cjs); `npm run lint` runs both and Prettier's check.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", ".tools/**", "coverage/**", "data/**", "desktop/release/**"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "always", { null: "ignore" }],
      "no-console": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}", "desktop/src/renderer/**/*.{ts,tsx}", "desktop/src/preload/**/*.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["**/*.tsx", "web/src/**/hooks/**/*.ts", "web/src/**/use*.ts", "desktop/src/renderer/**/*.ts"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  // Regexes over stored or visitor text stay linear in its length (docs/development.md): eslint-plugin-regexp's
  // recommended rules, among them no-super-linear-backtracking, and no-super-linear-move, which is not (a quantifier
  // that a failing search starts again at each of its characters, as /\/+$/ does). Its style-only rules that would
  // rewrite working regexes ([0-9] → \d, unused groups, the i flag) are off.
  regexp.configs["flat/recommended"],
  {
    rules: {
      "regexp/no-super-linear-move": "error",
      "regexp/negation": "off",
      "regexp/no-unused-capturing-group": "off",
      "regexp/no-useless-non-capturing-group": "off",
      "regexp/optimal-quantifier-concatenation": "off",
      "regexp/prefer-character-class": "off",
      "regexp/prefer-d": "off",
      "regexp/prefer-w": "off",
      "regexp/use-ignore-case": "off",
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/test/**/*.{ts,tsx}", "**/testing/**/*.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  prettier,
);
