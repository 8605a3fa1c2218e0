import { Select } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { useLocationsQuery } from "../api/businesses.ts";
import { useDashboard } from "../api/dashboard-context.tsx";
import { setActiveBusiness } from "../api/session.ts";

/** Shown only when the member has several businesses; the choice is kept on the device. */
interface LocationSwitcherProps {
  /** The header shows it from the sm breakpoint; below it, the phone's navigation drawer (hidden there from sm). */
  placement: "header" | "nav";
}

export function LocationSwitcher({ placement }: LocationSwitcherProps) {
  const { dashboard } = useDashboard();
  const navigate = useNavigate();
  const { data: locations } = useLocationsQuery();
  if (!locations || locations.length < 2) return null;

  return (
    <Select
      aria-label={placement === "header" ? "Location" : undefined}
      label={placement === "nav" ? "Location" : undefined}
      visibleFrom={placement === "header" ? "sm" : undefined}
      w={placement === "header" ? 220 : "100%"}
      leftSection={<IconBuildingStore size={16} />}
      data={locations.map((location) => ({
        value: location.id,
        label: location.location.name || location.url,
      }))}
      value={dashboard.business.id}
      allowDeselect={false}
      onChange={(businessId) => {
        if (!businessId || businessId === dashboard.business.id) return;
        setActiveBusiness(businessId);
        navigate("/app");
      }}
    />
  );
}
