import type { MenuItem } from "../../../../shared/menus/menu.ts";
import { AltTextModal } from "../images/alt-text-modal.tsx";
import { IconPickerModal } from "../images/icon-picker-modal.tsx";
import { ImageChooserModal } from "../images/image-chooser-modal.tsx";
import type { EditorActions } from "./editor-context.ts";
import type { EditorModal, EditorUiAction } from "./editor-ui-state.ts";

/** The item's photo, alt-text and icon modals; a chosen photo asks for its alt text next. */
export function ItemModals({
  modal,
  item,
  businessId,
  actions,
  uiDispatch,
}: {
  modal: EditorModal;
  /** The item the open modal is about. */
  item: MenuItem | undefined;
  businessId: string;
  actions: EditorActions;
  uiDispatch: React.Dispatch<EditorUiAction>;
}) {
  const close = () => uiDispatch({ type: "close-modal" });
  return (
    <>
      <ImageChooserModal
        opened={modal?.kind === "image"}
        businessId={businessId}
        onClose={close}
        onChosen={(image) => {
          if (!item) return;
          actions.updateItem(item.id, {
            preview: image.path,
            previewSource: image.source,
            previewAltText: image.altText,
          });
          uiDispatch({ type: "open-modal", modal: { kind: "alt", itemId: item.id, imageId: image.id } });
        }}
      />
      <AltTextModal
        opened={modal?.kind === "alt"}
        businessId={businessId}
        imageId={modal?.kind === "alt" ? modal.imageId : null}
        imagePath={item?.preview ?? null}
        initialText={item?.previewAltText ?? ""}
        onClose={close}
        onSaved={(altText) => {
          if (item) actions.updateItem(item.id, { previewAltText: altText });
          close();
        }}
      />
      <IconPickerModal
        opened={modal?.kind === "icons"}
        businessId={businessId}
        icons={item?.icons ?? []}
        itemName={item?.name ?? ""}
        onChange={(icons) => {
          if (item) actions.updateItem(item.id, { icons });
        }}
        onClose={close}
      />
    </>
  );
}
