import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { IconMapPin, IconPhoto } from "@tabler/icons-react";
import { Node as PmNode, Slice } from "@tiptap/pm/model";
import { useEditor } from "@tiptap/react";
import { useState } from "react";
import { ImagePickerModal } from "./image-picker-modal.tsx";
import {
  looksLikeMarkdown,
  PAGE_BODY_EDITOR_EXTENSIONS,
  readPageMarkdown,
  writePageMarkdown,
} from "./page-markdown.ts";

// The page body in a rich-text editor that stores Markdown (tiptap with @tiptap/markdown): headings,
// bold, italic, lists, links, images from My Images with their alt text, and a map link to the location. It
// writes the dialect the guest page renders (page-markdown.ts), and Markdown pasted as text becomes formatting.

export function PageBodyEditor({
  businessId,
  initialMarkdown,
  mapLink,
  onChange,
}: {
  businessId: string;
  initialMarkdown: string;
  /** The location's map link, inserted by the map button. */
  mapLink: string;
  onChange: (markdown: string) => void;
}) {
  const [isPicking, setIsPicking] = useState(false);
  const editor = useEditor({
    extensions: PAGE_BODY_EDITOR_EXTENSIONS,
    content: initialMarkdown,
    contentType: "markdown",
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { "aria-label": "Page text" },
      // Text written in Markdown (from a notes app, a README, another site's editor) is read as what it says;
      // a rich copy (HTML) keeps its own formatting, prose pastes as it is.
      handlePaste: (view, event) => {
        const text = event.clipboardData?.getData("text/plain") ?? "";
        const html = event.clipboardData?.getData("text/html") ?? "";
        if (!looksLikeMarkdown(text) || /<(h[1-6]|ol|ul|a|strong|em|b|i)\b/i.test(html)) return false;
        const doc = PmNode.fromJSON(view.state.schema, readPageMarkdown(text));
        view.dispatch(view.state.tr.replaceSelection(new Slice(doc.content, 0, 0)).scrollIntoView());
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(writePageMarkdown(current.getJSON())),
  });

  return (
    <>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar sticky stickyOffset={0}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Control
              onClick={() => setIsPicking(true)}
              aria-label="Insert an image from My Images"
              title="Insert an image from My Images"
            >
              <IconPhoto size={16} stroke={1.6} />
            </RichTextEditor.Control>
            <RichTextEditor.Control
              onClick={() =>
                editor
                  ?.chain()
                  .focus()
                  .insertContent({
                    type: "text",
                    text: "Open in Maps",
                    marks: [{ type: "link", attrs: { href: mapLink } }],
                  })
                  .run()
              }
              aria-label="Insert a map link to your location"
              title="Insert a map link to your location"
            >
              <IconMapPin size={16} stroke={1.6} />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={280} />
      </RichTextEditor>
      <ImagePickerModal
        opened={isPicking}
        businessId={businessId}
        onClose={() => setIsPicking(false)}
        onChosen={(src, alt) => {
          setIsPicking(false);
          editor?.chain().focus().setImage({ src, alt }).run();
        }}
      />
    </>
  );
}
