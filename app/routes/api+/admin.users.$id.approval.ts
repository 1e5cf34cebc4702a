import { decideUserApproval, toPublicUser } from "~/models/user.server";
import { ModelError } from "~/models/errors";
import { apiRoute, readJson, requireCaller } from "~/server/api.server";
import { ApprovalDecisionSchema } from "~/validation/auth";

/** PUT /api/admin/users/{id}/approval: approve, or reject with a non-blank reason. */
export const action = apiRoute(
  async ({ request, params, user }) => {
    const admin = requireCaller(user);
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) throw new ModelError("not_found", "userNotFound");
    const decision = await readJson(request, ApprovalDecisionSchema);
    return toPublicUser(decideUserApproval(admin, id, decision));
  },
  { methods: ["PUT"] },
);
