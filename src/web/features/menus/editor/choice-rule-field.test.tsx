import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { scaled } from "../../../../../tests/helpers/slowness.ts";
import { CHOICE_MIN_ABOVE_MAX } from "../../../../shared/menus/menu.ts";
import { drawTestEditor, testMenu } from "./test-editor.tsx";

// A modifier group's rule set in plain words inside the whole editor, as an owner would: Optional or Required,
// at least and at most; what the schema refuses stays in its field with the schema's sentence and is not saved.

let restore = () => {};
afterEach(() => restore());

function drawEditor() {
  const editor = drawTestEditor(testMenu("Burgers", "Smash"));
  restore = editor.restore;
  const savedGroup = () =>
    editor.savedItem<{ modifiers: { min: number; max: number | null }[] }>()?.modifiers[0];
  return { ...editor, savedGroup };
}

const itemForm = () => screen.getByRole("group", { name: /^Editing / });

describe("a modifier group's rule", () => {
  it("is optional until set, then says in plain words what guests read, and saves it", async () => {
    const { user, savedGroup } = drawEditor();
    await user.click(screen.getByText("Smash"));
    const form = itemForm();
    await user.click(within(form).getByRole("button", { name: "Add modifier group" }));
    await user.type(within(form).getByLabelText("Modifier group name"), "Side");
    await user.type(within(form).getByRole("textbox", { name: "Option 1 name" }), "Fries");
    expect(within(form).getByText("Guests read “Optional”.")).toBeTruthy();

    // Required with no "at most" is "Choose 1": one side, not any number of them.
    await user.click(within(form).getByRole("radio", { name: "Required" }));
    const atMost = within(form).getByRole("textbox", { name: "Choose at most, in Side" });
    expect((atMost as HTMLInputElement).value).toBe("1");
    expect(within(form).getByText(/^Guests read “Choose 1”\./)).toBeTruthy();
    await waitFor(() => expect(savedGroup()).toMatchObject({ min: 1, max: 1 }), { timeout: scaled(10_000) });
  });

  it("lets a required group allow any number once at most is cleared, and Optional takes the default back", async () => {
    const { user, savedGroup } = drawEditor();
    await user.click(screen.getByText("Smash"));
    const form = itemForm();
    await user.click(within(form).getByRole("button", { name: "Add modifier group" }));
    await user.type(within(form).getByLabelText("Modifier group name"), "Salsas");
    await user.click(within(form).getByRole("radio", { name: "Required" }));
    await user.click(within(form).getByRole("radio", { name: "Optional" }));
    expect(within(form).getByText("Guests read “Optional”.")).toBeTruthy();
    expect(
      (within(form).getByRole("textbox", { name: "Choose at most, in Salsas" }) as HTMLInputElement).value,
    ).toBe("");

    await user.click(within(form).getByRole("radio", { name: "Required" }));
    await user.clear(within(form).getByRole("textbox", { name: "Choose at most, in Salsas" }));
    expect(within(form).getByText(/^Guests read “Choose at least 1”\./)).toBeTruthy();
    await waitFor(() => expect(savedGroup()).toMatchObject({ min: 1, max: null }), {
      timeout: scaled(10_000),
    });
    // An "at most" the owner chose stays when the group turns optional: "Choose up to 1".
    await user.type(within(form).getByRole("textbox", { name: "Choose at most, in Salsas" }), "1");
    await user.click(within(form).getByRole("radio", { name: "Optional" }));
    expect(within(form).getByText(/^Guests read “Choose up to 1”\./)).toBeTruthy();
    await waitFor(() => expect(savedGroup()).toMatchObject({ min: 0, max: 1 }), { timeout: scaled(10_000) });
  });

  it("refuses at least more than at most with the schema's sentence, and saves neither", async () => {
    const { user, savedGroup, saves } = drawEditor();
    await user.click(screen.getByText("Smash"));
    const form = itemForm();
    await user.click(within(form).getByRole("button", { name: "Add modifier group" }));
    await user.type(within(form).getByLabelText("Modifier group name"), "Sauces");
    await user.type(within(form).getByRole("textbox", { name: "Choose at most, in Sauces" }), "2");
    await waitFor(() => expect(savedGroup()).toMatchObject({ min: 0, max: 2 }), { timeout: scaled(10_000) });

    await user.click(within(form).getByRole("radio", { name: "Required" }));
    const atLeast = within(form).getByRole("textbox", { name: "Choose at least, in Sauces" });
    await user.clear(atLeast);
    await user.type(atLeast, "3");
    expect(within(form).getByText(CHOICE_MIN_ABOVE_MAX)).toBeTruthy();
    expect((atLeast as HTMLInputElement).value).toBe("3");
    // Fixing "at most" takes both.
    const atMost = within(form).getByRole("textbox", { name: "Choose at most, in Sauces" });
    await user.clear(atMost);
    await user.type(atMost, "4");
    expect(within(form).queryByText(CHOICE_MIN_ABOVE_MAX)).toBeNull();
    await waitFor(() => expect(savedGroup()).toMatchObject({ min: 3, max: 4 }), { timeout: scaled(10_000) });
    // No save ever carried the refused rule.
    const groupsSaved = saves.map(
      (save) =>
        (save.nodes as { nodes: { modifiers: { min: number; max: number | null }[] }[] }[])[0]?.nodes[0]
          ?.modifiers[0],
    );
    expect(groupsSaved.some((group) => group && group.max !== null && group.min > group.max)).toBe(false);
  });
});
