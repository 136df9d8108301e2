public class Main {
    public static void main(String[] args) {
        String name = "Ken";
        System.out.println(nmae);
    }
}
