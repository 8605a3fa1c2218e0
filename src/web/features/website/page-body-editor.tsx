import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { IconMapPin, IconPhoto } from "@tabler/icons-react";
import Image from "@tiptap/extension-image";
import { Markdown } from "@tiptap/markdown";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";
import { ImagePickerModal } from "./image-picker-modal.tsx";

// Issue 16: the page body in a rich-text editor that stores Markdown (tiptap with @tiptap/markdown): headings,
// bold, italic, lists, links, images from My Images with their alt text, and a map link to the location.

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
    extensions: [
      // Markdown has no underline, code is not something a restaurant page needs.
      StarterKit.configure({
        underline: false,
        code: false,
        codeBlock: false,
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ["mailto", "tel"], defaultProtocol: "https" },
      }),
      Image.configure({ inline: false }),
      Markdown,
    ],
    content: initialMarkdown,
    contentType: "markdown",
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { "aria-label": "Page text" } },
    onUpdate: ({ editor: current }) => onChange(current.getMarkdown()),
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
