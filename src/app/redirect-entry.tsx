// /redirect/* entry points (operations spec §2): links from e-mails and the marketing site land
// here and go on to the right place for a signed-in host.
import { Navigate, useParams } from "react-router";
import { NotFound } from "./not-found.tsx";

export function RedirectEntry() {
  const params = useParams();
  switch (params["*"]) {
    case "login":
    case "platform":
    case "platform/login":
    case "landing":
    case "register":
      // Signed in already (this route sits behind sign-in): the start page.
      return <Navigate to="/reservations/requests" replace />;
    case "campaign":
      // The campaign's listing steps are not in this build; the host lands on reservations.
      return <Navigate to="/reservations/requests" replace />;
    default:
      return <NotFound />;
  }
}
