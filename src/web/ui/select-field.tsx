// Mantine's Select on its own, for LazySelect to import when it is wanted, so the sign-in screens stay light: a
// dynamic import of "@mantine/core" itself would bring the whole library. Its styles come with it (the sign-in
// screens carry only the components they draw: mantine-sign-in.css); in the dashboard they are already in
// Mantine's full sheet.
import "./select-field.css";

export { Select } from "@mantine/core";
