import { useEffect } from "react";
import { useSession } from "./session.tsx";
import { Loading } from "../ui/loading.tsx";

export function Logout() {
  const session = useSession();
  useEffect(() => {
    void session.signOut();
  }, [session]);
  return <Loading />;
}
