import { describe, expect, it } from "vitest";
import { browseMessages } from "~/i18n/browse";
import { minRatingOptions } from "./rating-options.server";

describe("minRatingOptions", () => {
  it("offers the half-star minimums from 3, labelled in the reader's language", () => {
    expect(minRatingOptions(undefined, "en", browseMessages.en.ratingAtLeast).map((o) => o.value)).toEqual(["3", "3.5", "4", "4.5"]);
    const id = minRatingOptions(undefined, "id", browseMessages.id.ratingAtLeast);
    expect(id[1].label).toContain("3,5");
    expect(id[1].label).not.toBe(minRatingOptions(undefined, "en", browseMessages.en.ratingAtLeast)[1].label);
  });

  it("adds a minimum from the URL the list lacks, in order, and none twice", () => {
    expect(minRatingOptions(2.5, "en", "{rating}+").map((o) => o.label)).toEqual(["2.5+", "3+", "3.5+", "4+", "4.5+"]);
    expect(minRatingOptions(4.8, "en", "{rating}+").map((o) => o.value)).toEqual(["3", "3.5", "4", "4.5", "4.8"]);
    expect(minRatingOptions(4, "en", "{rating}+")).toHaveLength(4);
  });
});
