// Every Mantine component's CSS, in Mantine's cascade layer, loaded with the first screen past
// sign-in (the dashboard shell and the public info pages import this); the sign-in screens carry only the
// components they draw (mantine-sign-in.css).
import "@mantine/core/styles.layer.css";
import "@mantine/dates/styles.layer.css";
