import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        brand: {
          50: "#eefbf4",
          100: "#d6f5e3",
          200: "#b0e9cb",
          300: "#7cd7ac",
          400: "#46bd88",
          500: "#23a26d",
          600: "#158358",
          700: "#126949",
          800: "#11533b",
          900: "#0f4532",
        },
      },
      fontFamily: {
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "sans-serif"],
      },
    },
  },
  plugins: [],
} satisfies Config;
