import { lazy, Suspense, useState } from "react";
import { Faq } from "../components/landing/faq";
import { FinalCta } from "../components/landing/final-cta";
import { FounderNote } from "../components/landing/founder-note";
import { Guarantee } from "../components/landing/guarantee";
import { Hero } from "../components/landing/hero";
import { ChunkErrorBoundary, DialogLoading } from "../components/landing/lazy-loading";
import { Products } from "../components/landing/products";
import { SamplesGallery } from "../components/landing/samples-gallery";
import { StoryBlurb } from "../components/landing/story-blurb";
import { LandingStructuredData } from "../components/landing/structured-data";
import { TarotExplainer } from "../components/landing/tarot-explainer";
import { WhatYouReceive } from "../components/landing/what-you-receive";
import { PAGE_IMAGES, PageMeta, SITE_NAME } from "../components/page-meta";
import { useSmoothScroll } from "../hooks/use-smooth-scroll";
import { toast } from "../hooks/use-toast";

const DESCRIPTION =
  "Personalised soulmate storybooks with symbolic art, keepsake cards and a free oracle pack, plus instant AI tarot readings. A$14.99 each, for entertainment only.";

/** The quiz's code (another chunk) is fetched only when a visitor first asks for it. */
const loadQuizModal = () => import("../components/quiz/quiz-modal");

/** The landing page (/), in the order docs/product/screens.md (Landing) gives. */
export function Component() {
  const [quizRequested, setQuizRequested] = useState(false);
  const [quizOpen, setQuizOpen] = useState(false);
  // A fresh lazy component after a failed download, so the next click retries.
  const [LazyQuizModal, setLazyQuizModal] = useState(() => lazy(loadQuizModal));
  useSmoothScroll();

  const openQuiz = () => {
    setQuizRequested(true);
    setQuizOpen(true);
  };

  const onQuizLoadError = () => {
    setQuizOpen(false);
    setQuizRequested(false);
    setLazyQuizModal(() => lazy(loadQuizModal));
    toast({
      variant: "destructive",
      title: "Couldn’t open the quiz",
      description: "Please check your connection and try again.",
    });
  };

  return (
    <>
      <PageMeta title={SITE_NAME} description={DESCRIPTION} path="/" image={PAGE_IMAGES.home} />
      <LandingStructuredData />

      <Hero onBeginStory={openQuiz} />
      <StoryBlurb />
      <WhatYouReceive />
      <SamplesGallery />
      <TarotExplainer />
      <Guarantee />
      <FounderNote />
      <Products onBeginStory={openQuiz} />
      <Faq />
      <FinalCta onBeginStory={openQuiz} />

      {quizRequested ? (
        <ChunkErrorBoundary onError={onQuizLoadError}>
          <Suspense fallback={<DialogLoading label="Opening the quiz…" />}>
            <LazyQuizModal open={quizOpen} onOpenChange={setQuizOpen} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
